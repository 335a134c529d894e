import { IsInt, IsOptional, Min } from 'class-validator';

/** GET /api/quotes/random?exclude=<id> and /api/brain-teasers/random: the row just shown, left out when another exists. */
export class RandomPickInput {
  /** Anything but a positive whole number is ignored, not refused: the card still gets a row. */
  static normalise({ exclude }: Record<string, unknown>): Record<string, unknown> {
    const id = typeof exclude === 'string' && /^\d{1,9}$/.test(exclude) ? Number(exclude) : 0;
    return { exclude: id > 0 ? id : undefined };
  }

  @IsOptional()
  @IsInt()
  @Min(1)
  exclude?: number;
}
