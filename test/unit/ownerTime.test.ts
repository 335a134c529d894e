import { expect } from 'chai';
import { isoOfLocalInput } from '../../views/admin/studio/ownerTime';

describe('the schedule field\'s time', () => {
  it('is rounded to the minute: seconds typed by hand do not hide in it', () => {
    const at = (value: string) => new Date(isoOfLocalInput(value) ?? 0);
    expect(at('2027-03-04T09:30:29').getTime()).to.equal(new Date('2027-03-04T09:30').getTime());
    expect(at('2027-03-04T09:30:31').getTime()).to.equal(new Date('2027-03-04T09:31').getTime());
    expect(at('2027-03-04T09:30').getSeconds()).to.equal(0);
    expect(isoOfLocalInput('')).to.equal(null);
    expect(isoOfLocalInput('not a time')).to.equal(null);
  });
});
