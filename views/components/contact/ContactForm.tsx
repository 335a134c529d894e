// The contact form: name, email, subject, message (all required). Idle -> pending ('Sending...',
// disabled) -> success (toast, fields cleared) or failure (destructive toast, fields kept).
import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { sendJson } from '../../data/fetcher';
import { color, media } from '../../style/theme';
import { useHoneypot } from '../Honeypot';
import { toast } from '../toast/toastStore';
import { inputCss, primaryButtonCss } from '../ui';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

/** The server's limits, so the browser stops the same input the API would refuse. */
const MAX_LENGTH: Record<keyof ContactFields, number> = { name: 100, email: 254, subject: 200, message: 5000 };

const formCss = css`
  position: relative;
  display: grid;
  gap: 18px;
  ${media.md} { grid-template-columns: 1fr 1fr; }
  label { display: block; font-weight: 600; font-size: 0.92rem; margin-bottom: 6px; }
  textarea { resize: vertical; min-height: 160px; }
`;

const fullWidthCss = css`
  ${media.md} { grid-column: 1 / -1; }
`;

const requiredMarkCss = css`
  color: ${color.danger};
`;

const submitCss = css`
  ${primaryButtonCss};
  width: 100%;
  ${media.sm} { width: auto; min-width: 200px; }
`;

export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const id = useId();
  const honeypot = useHoneypot();
  const send = useMutation({
    mutationFn: (message: ContactFields) => sendJson('POST', '/api/contact', { ...message, ...honeypot.values() }),
    onSuccess: () => {
      setFields(EMPTY);
      toast({ title: 'Message sent!', description: "I'll get back to you as soon as possible." });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(fields);
  };

  const field = (name: keyof ContactFields) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    maxLength: MAX_LENGTH[name],
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: e.target.value })),
    css: inputCss,
  });

  return (
    <form onSubmit={onSubmit} css={formCss} aria-labelledby={labelledBy}>
      {honeypot.field}
      <div>
        <label htmlFor={`${id}-name`}>Name <span aria-hidden="true" css={requiredMarkCss}>*</span></label>
        <input type="text" autoComplete="name" placeholder="Your name" {...field('name')} />
      </div>
      <div>
        <label htmlFor={`${id}-email`}>Email <span aria-hidden="true" css={requiredMarkCss}>*</span></label>
        <input type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
      </div>
      <div css={fullWidthCss}>
        <label htmlFor={`${id}-subject`}>Subject <span aria-hidden="true" css={requiredMarkCss}>*</span></label>
        <input type="text" placeholder="What is this about?" {...field('subject')} />
      </div>
      <div css={fullWidthCss}>
        <label htmlFor={`${id}-message`}>Message <span aria-hidden="true" css={requiredMarkCss}>*</span></label>
        <textarea rows={7} placeholder="Tell me a little about your question or project..." {...field('message')} />
      </div>
      <div css={fullWidthCss}>
        <button type="submit" css={submitCss} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
