// Posts and essays by email: the send's status; a test (to the owner or any address); the real
// send (202: now with the number of recipients, or at a scheduled item's time; 409 once sent, or
// for a draft); a resend to those who have not had it; and the owner's hold on a send: cancel
// before it starts, pause and resume after.
import { SendInput } from '../../../entities/SendInput';
import { resendToNew, sendStatus, sendTest, startSend, type SendableArea } from '../../services/email/newsletterSends';
import { cancelSend, pauseSend, resumeSend } from '../../services/email/sendControls';
import { defineApi } from '../define';
import { idParam } from '../idParam';

function sendApi(area: SendableArea, segment: string) {
  return defineApi('newsletter', (api) => {
    const path = `/admin/${segment}/:id/send`;
    api.get(path, ({ db, config }, { params }) => sendStatus(db, area, idParam(params), { mail: config.mail, siteUrl: config.siteUrl }), { admin: true, noStore: true });
    api.post(path, SendInput, ({ db, config }, { params, body }) => {
      const context = { mail: config.mail, siteUrl: config.siteUrl };
      if (body.test) return sendTest(db, area, idParam(params), context, body.to);
      if (body.resend === 'new') return resendToNew(db, area, idParam(params), context);
      return startSend(db, area, idParam(params), context, body.segment ?? null);
    }, { admin: true, status: 202 });
    api.delete(path, ({ db }, { params }) => cancelSend(db, area, idParam(params)), { admin: true });
    api.post(`${path}/pause`, undefined, ({ db }, { params }) => pauseSend(db, area, idParam(params)), { admin: true });
    api.post(`${path}/resume`, undefined, ({ db }, { params }) => resumeSend(db, area, idParam(params)), { admin: true });
  });
}

export const newsletterSendApis = [sendApi('blog', 'blog'), sendApi('essays', 'ai-islam')];
