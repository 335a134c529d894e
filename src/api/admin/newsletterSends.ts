// Posts and essays by email: the send's status, a test to the owner, and the real send (202
// with the number of recipients; 409 once sent, or when not published).
import { SendInput } from '../../../entities/SendInput';
import { sendStatus, sendTest, startSend, type SendableArea } from '../../services/email/newsletterSends';
import { defineApi } from '../define';
import { idParam } from '../idParam';

function sendApi(area: SendableArea, segment: string) {
  return defineApi('newsletter', (api) => {
    const path = `/admin/${segment}/:id/send`;
    api.get(path, ({ db, config }, { params }) => sendStatus(db, area, idParam(params), { mail: config.mail, siteUrl: config.siteUrl }), { admin: true, noStore: true });
    api.post(path, SendInput, ({ db, config }, { params, body }) => {
      const context = { mail: config.mail, siteUrl: config.siteUrl };
      return body.test ? sendTest(db, area, idParam(params), context) : startSend(db, area, idParam(params), context);
    }, { admin: true, status: 202 });
  });
}

export const newsletterSendApis = [sendApi('blog', 'blog'), sendApi('essays', 'ai-islam')];
