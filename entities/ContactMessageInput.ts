import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** One line: no C0/C1 control characters at all. */
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** A message may keep tabs and line breaks, nothing else of the control range. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const noControl = (field: string) => ({ message: `${field} must not contain control characters` });

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/contact */
export class ContactMessageInput {
  static normalise(raw: Record<string, unknown>) {
    const email = trimmed(raw.email);
    return {
      ...raw,
      name: trimmed(raw.name),
      email: typeof email === 'string' ? email.toLowerCase() : email,
      subject: trimmed(raw.subject),
      message: trimmed(raw.message),
    };
  }

  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  @Matches(ONE_LINE, noControl('name'))
  name: string;

  @IsString()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @IsString()
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(200)
  @Matches(ONE_LINE, noControl('subject'))
  subject: string;

  @IsString()
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(5000)
  @Matches(MULTI_LINE, noControl('message'))
  message: string;
}
