// TRUST_PROXY: how many proxies stand in front of the app, or which addresses they have. The
// client's address (which the sign-in limit counts by) is then read from X-Forwarded-For only as
// far as those proxies vouch for it; a client cannot pick its own address by sending the header.
//   unset, "", "0", "false"  → no proxy: the socket's address
//   "1", "2", … or a number  → that many hops (the last N entries were added by our proxies)
//   "true" or true           → one hop (never "trust every header")
//   "10.0.0.2, 10.1.0.0/16"  → only these proxy addresses or ranges (with "loopback" etc. as proxy-addr knows them)
export type TrustProxyOption = boolean | number | string | undefined;

export type TrustProxySetting = false | string[] | ((address: string, hop: number) => boolean);

const MAX_HOPS = 10;

function hops(count: number): TrustProxySetting {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_HOPS)
    throw new Error(`TRUST_PROXY: a hop count from 0 to ${MAX_HOPS} or a list of addresses`);
  if (count === 0) return false;
  return (_address, hop) => hop < count;
}

export function trustProxySetting(option: TrustProxyOption): TrustProxySetting {
  if (option === undefined || option === false) return false;
  if (option === true) return hops(1);
  if (typeof option === "number") return hops(option);
  const text = option.trim().toLowerCase();
  if (text === "" || text === "false") return false;
  if (text === "true") return hops(1);
  if (/^\d+$/.test(text)) return hops(Number(text));
  const addresses = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  for (const address of addresses) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/.test(address))
      throw new Error(`TRUST_PROXY: "${address}" is not an address, a range or a hop count`);
  }
  return addresses;
}
