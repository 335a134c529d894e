import { expect } from 'chai';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cdata, escapeXml } from '../../src/lib/xml';

const parse = (xml: string) => new XMLParser({ parseTagValue: false, trimValues: false }).parse(xml);

describe('xml text', () => {
  it('escapes markup characters so the text reads back unchanged', () => {
    const text = `Tom & Jerry's "<b>bold</b>" > all`;
    expect(escapeXml(text)).to.equal('Tom &amp; Jerry&apos;s &quot;&lt;b&gt;bold&lt;/b&gt;&quot; &gt; all');
    const xml = `<a t="${escapeXml(text)}">${escapeXml(text)}</a>`;
    expect(XMLValidator.validate(xml)).to.equal(true);
    expect(new XMLParser({ ignoreAttributes: false, parseTagValue: false, parseAttributeValue: false }).parse(xml).a).to.deep.equal({ '#text': text, '@_t': text });
  });

  it('keeps a CDATA section intact when the text contains "]]>"', () => {
    const html = '<p>a[b[0]]> then ]]> and ]]]]> & <i>done</i></p>';
    const xml = `<x>${cdata(html)}</x>`;
    expect(XMLValidator.validate(xml)).to.equal(true);
    expect(parse(xml).x).to.equal(html);
  });

  it('drops control characters XML 1.0 cannot carry and replaces lone surrogates', () => {
    const xml = `<x><y>${escapeXml('a\u0000b\u001Fc\uD800d\te')}</y><z>${cdata('f\u0008g')}</z></x>`;
    expect(XMLValidator.validate(xml)).to.equal(true);
    expect(parse(xml).x).to.deep.equal({ y: 'abc\uFFFDd\te', z: 'fg' });
  });
});
