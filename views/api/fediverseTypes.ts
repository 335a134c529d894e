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

/** Deliveries waiting for one inbox host (GET /api/admin/fediverse/delivery). */
export interface FediverseHostDeliveryDto {
  host: string;
  queued: number;
  /** Of those, the ones that failed at least once and wait for a retry. */
  retrying: number;
}

export interface FediverseDeliveryDto {
  /** Every message in the queue: deliveries, fan-outs and received activities. */
  queued: number;
  hosts: FediverseHostDeliveryDto[];
}
