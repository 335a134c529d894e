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
  /** The host in the site's handle, @{handle}@{host}: the site's configured address. */
  host: string;
}
