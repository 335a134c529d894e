// The social web's admin answers (GET /api/admin/fediverse/followers). Browser code: types only.

export interface FediverseFollowerDto {
  id: number;
  /** @user@host. */
  handle: string;
  name: string;
  inbox: string;
  /** ISO time. */
  followedAt: string;
}

export interface FediverseFollowersDto {
  items: FediverseFollowerDto[];
}
