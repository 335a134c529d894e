// Without SMTP_URL no email leaves: the admin's answers say so plainly (the dashboard, the emails
// page's status), with why and where the emails wait; with SMTP_URL set they say nothing of it.
import { expect } from 'chai';
import type { AdminDashboardDto, MailStatusDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('admin: whether email is going out', function () {
  this.timeout(30_000);
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
  });
  after(() => smtp?.stop());

  const answers = async (server: TestServer) => ({
    dashboard: (await adminJson<AdminDashboardDto>(server, '/api/admin/dashboard')).body.mailOff,
    status: (await adminJson<MailStatusDto>(server, '/api/admin/emails/status')).body.mailOff,
  });

  it('says email is not going out, why, and where it waits, when SMTP_URL is not set', async () => {
    const server = await startTestServer({ seed: false });
    try {
      const { dashboard, status } = await answers(server);
      expect(dashboard).to.be.a('string').and.match(/SMTP_URL is not set/).and.match(/waits in the outbox/);
      expect(status).to.equal(dashboard);
    } finally {
      await server.close();
    }
  });

  it('says nothing of it when SMTP_URL is set', async () => {
    const server = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url } });
    try {
      expect(await answers(server)).to.deep.equal({ dashboard: null, status: null });
    } finally {
      await server.close();
    }
  });
});
