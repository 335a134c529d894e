import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoControlCharacters } from './textRules';

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
  @HasNoControlCharacters()
  name: string;

  @IsString()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @IsString()
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(200)
  @HasNoControlCharacters()
  subject: string;

  @IsString()
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(5000)
  @HasNoControlCharacters('line breaks and tabs')
  message: string;
}
