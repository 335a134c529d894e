// The fidelity test's measure of "a reader sees the same" forgives only what it says it does.
import { expect } from 'chai';
import { sameReading } from '../helpers/sameReading';

describe('sameReading', () => {
  it('forgives mark nesting, spaces at a mark edge and a paragraph-ending line break', () => {
    expect(sameReading('<p><a href="/x"><strong>Bold link</strong></a></p>', '<p><strong><a href="/x">Bold link</a></strong></p>')).to.equal(true);
    expect(sameReading('<p>a <em>Right, </em>and</p>', '<p>a <em>Right,</em> and</p>')).to.equal(true);
    expect(sameReading('<p><a href="">Left<br>\n</a></p>', '<p><a href="">Left</a></p>')).to.equal(true);
  });

  it('tells apart changed text, formatting, link targets, images and blocks', () => {
    expect(sameReading('<p>one two</p>', '<p>one too</p>')).to.equal(false);
    expect(sameReading('<p><strong>one</strong> two</p>', '<p>one two</p>')).to.equal(false);
    expect(sameReading('<p><a href="/a">x</a></p>', '<p><a href="/b">x</a></p>')).to.equal(false);
    expect(sameReading('<p>x <img src="/a.png" alt="A"></p>', '<p>x</p>')).to.equal(false);
    expect(sameReading('<p>x <img src="/a.png" alt="A"></p>', '<p>x <img src="/a.png" alt=""></p>')).to.equal(false);
    expect(sameReading('<h2>x</h2>', '<p>x</p>')).to.equal(false);
    expect(sameReading('<p>a<br>b</p>', '<p>a b</p>')).to.equal(false);
  });
});
