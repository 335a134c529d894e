import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/newsletter/subscribe */
export class SubscribeInput {
  static normalise(raw: Record<string, unknown>) {
    return { ...raw, email: typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : raw.email };
  }

  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  /** Which form: the footer's or the home page's section (an extension of the spec's call). */
  @IsOptional()
  @IsIn(['footer', 'section'], { message: 'source must be footer or section' })
  source?: 'footer' | 'section';
}
