// The newsletter form, in the footer and in the home page's 'Join the Conversation' section.
// Idle -> pending ('Subscribing...', disabled) -> success (toast, field cleared) or error (toast).
// With double opt-in, the owner's line (copy.subscribeConfirmNote) asks the reader to confirm.
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { queriesUnder } from '../data/queries';
import { sendJson } from '../data/fetcher';
import { useHoneypot } from './Honeypot';
import { toast } from './toast/toastStore';
import { inputCss, primaryButtonCss } from './ui';
import type { SubscribeResultDto } from '../api/types';
import { useSettings } from '../data/settingsQuery';

const messages = {
  footer: {
    success: { title: 'Subscribed!', description: "You've been added to the newsletter." },
    failure: { title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' as const },
  },
  section: {
    success: { title: 'Welcome aboard!', description: "You've successfully subscribed to our newsletter." },
    failure: { title: 'Subscription failed', description: 'Please try again or contact support.', variant: 'destructive' as const },
  },
};

const formCss = css`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  position: relative;
`;

const noteCss = css`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.9rem;
`;

const emailInputCss = css`
  ${inputCss};
  flex: 1 1 200px;
`;

export function NewsletterForm({ variant, buttonLabel = 'Subscribe' }: { variant: 'footer' | 'section'; buttonLabel?: string }) {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const queryClient = useQueryClient();
  const honeypot = useHoneypot();
  // Said under the spec's words when the site asks for a confirmation (double opt-in): nothing comes until then.
  const checkInbox = useSettings().copy.subscribeConfirmNote;
  const subscribe = useMutation({
    mutationFn: (address: string) => sendJson<SubscribeResultDto>('POST', '/api/newsletter/subscribe', { email: address, source: variant, ...honeypot.values() }),
    onSuccess: (answer) => {
      setEmail('');
      const { title, description } = messages[variant].success;
      toast({ title, description: answer?.confirmByEmail ? `${description} ${checkInbox}` : description });
      return queryClient.invalidateQueries({ queryKey: queriesUnder('/api/newsletter') });
    },
    onError: () => toast(messages[variant].failure),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || subscribe.isPending) return;
    subscribe.mutate(email);
  };

  return (
    <form onSubmit={onSubmit} css={formCss}>
      {honeypot.field}
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        css={emailInputCss}
      />
      <button type="submit" css={primaryButtonCss} disabled={subscribe.isPending}>
        {subscribe.isPending ? 'Subscribing...' : buttonLabel}
      </button>
      {subscribe.isSuccess && subscribe.data?.confirmByEmail && <p css={noteCss}>{checkInbox}</p>}
    </form>
  );
}
