import { expect } from 'chai';
import { hoistEmotionStyles } from '../../src/ssr/hoistStyles';

describe('hoistEmotionStyles', () => {
  it('moves every Emotion style tag into <head> in document order, merging the class styles', () => {
    const html =
      '<html><head><title>t</title></head><body>' +
      '<style data-emotion="css-global 1x" nonce="N">body{margin:0}</style>' +
      '<style data-emotion="css a1" nonce="N">.css-a1{color:red}</style><p class="css-a1">one &lt;style&gt;</p>' +
      '<style data-emotion="css b2 c3" nonce="N">.css-b2{x:1}.css-c3{y:2}</style><div class="css-b2 css-c3">two</div>' +
      '</body></html>';
    expect(hoistEmotionStyles(html, 'N')).to.equal(
      '<html><head><title>t</title>' +
      '<style data-emotion="css-global 1x" nonce="N">body{margin:0}</style>' +
      '<style data-emotion="css a1 b2 c3" nonce="N">.css-a1{color:red}.css-b2{x:1}.css-c3{y:2}</style>' +
      '</head><body><p class="css-a1">one &lt;style&gt;</p><div class="css-b2 css-c3">two</div></body></html>',
    );
  });

  it('leaves a page without Emotion styles as it is', () => {
    const html = '<html><head></head><body><p>plain</p></body></html>';
    expect(hoistEmotionStyles(html, 'N')).to.equal(html);
  });
});
