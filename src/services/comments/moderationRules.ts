// The owner's rules for comments: blocked domains and accounts (the comment_blocks table), and
// whether an author the owner approved once is trusted after (a row of the settings table, so it
// is backed up with the settings; the settings API does not see it).
import type { DataSource, EntityManager } from 'typeorm';
import { CommentBlock, SettingsSection } from '../../../entities';
import type { CommentBlockDto, CommentRulesDto } from '../../../views/api/adminTypes';
import { ConflictError, NotFoundError } from '../../errors';

type Store = DataSource | EntityManager;

export type BlockKind = 'domain' | 'account';
export const BLOCK_KINDS: readonly BlockKind[] = ['domain', 'account'];

export type CommentRules = CommentRulesDto;

const RULES_ROW = 'commentRules';
const DEFAULT_RULES: CommentRules = { trustApprovedAuthors: false };

const toBlockDto = (block: CommentBlock): CommentBlockDto => ({ id: block.id, kind: block.kind as BlockKind, value: block.value, createdAt: block.createdAt.toISOString() });

/** A block's value as stored: a domain without scheme or path, an account as given (a URL or @user@host), lower-cased. */
export function normaliseBlockValue(kind: BlockKind, value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (kind === 'account') return trimmed.replace(/\/+$/, '');
  return trimmed.replace(/^[a-z]+:\/\//, '').replace(/[/:].*$/, '').replace(/^\.+|\.+$/g, '');
}

export async function listBlocks(db: Store): Promise<{ items: CommentBlockDto[] }> {
  const blocks = await db.getRepository(CommentBlock).find({ order: { kind: 'ASC', value: 'ASC' } });
  return { items: blocks.map(toBlockDto) };
}

export async function addBlock(db: Store, kind: BlockKind, value: string): Promise<CommentBlockDto> {
  const normal = normaliseBlockValue(kind, value);
  const repository = db.getRepository(CommentBlock);
  if (await repository.existsBy({ kind, value: normal })) throw new ConflictError(`${normal} is already blocked`);
  return toBlockDto(await repository.save(repository.create({ kind, value: normal })));
}

export async function removeBlock(db: Store, id: number): Promise<{ deleted: true }> {
  const result = await db.getRepository(CommentBlock).delete({ id });
  if (!result.affected) throw new NotFoundError('Block not found');
  return { deleted: true };
}

/** The hosts of an address and its parents: a.b.example.com → a.b.example.com, b.example.com, example.com. */
function hostAndParents(address: string | null | undefined): string[] {
  if (!address) return [];
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    const handleHost = address.match(/@([^@/\s]+)$/);
    if (!handleHost) return [];
    host = handleHost[1].toLowerCase();
  }
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Whether a comment from these addresses is blocked: its author's account, or the domain of any of them. */
export async function isBlocked(db: Store, addresses: { externalId: string; authorUrl?: string | null; authorHandle?: string | null }): Promise<boolean> {
  const accounts = [addresses.authorUrl, addresses.authorHandle].filter((value): value is string => Boolean(value)).map((value) => normaliseBlockValue('account', value));
  const domains = [addresses.externalId, addresses.authorUrl, addresses.authorHandle].flatMap(hostAndParents);
  const blocks = await db.getRepository(CommentBlock).find({ select: { kind: true, value: true } });
  return blocks.some((block) => (block.kind === 'account' ? accounts.includes(block.value) : domains.includes(block.value)));
}

export async function readCommentRules(db: Store): Promise<CommentRules> {
  const row = await db.getRepository(SettingsSection).findOneBy({ section: RULES_ROW });
  return row ? { ...DEFAULT_RULES, ...(JSON.parse(row.value) as Partial<CommentRules>) } : DEFAULT_RULES;
}

export async function saveCommentRules(db: Store, rules: CommentRules): Promise<CommentRules> {
  await db.getRepository(SettingsSection).save({ section: RULES_ROW, value: JSON.stringify(rules), updatedAt: new Date() });
  return rules;
}
