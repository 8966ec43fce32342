import { BlockList, isIPv4 } from 'node:net'

// Whom X-Forwarded-For is believed from (TRUST_PROXY). A list of the proxies' addresses goes to Fastify as it
// is. A hop count alone would believe whatever connects directly (Fastify itself now refuses to), so here it
// means: that many proxies, the nearest of which connects from this machine or a private network. A client
// that reaches the server from anywhere else is taken at its own address, whatever header it sends.

const PRIVATE = new BlockList()
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4')
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4')
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4')
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4')
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4')
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4')
PRIVATE.addAddress('::1', 'ipv6')
PRIVATE.addSubnet('fc00::', 7, 'ipv6')
PRIVATE.addSubnet('fe80::', 10, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const plain = mapped ? mapped[1] : address
  try {
    return PRIVATE.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6')
  } catch {
    return false
  }
}

/** Fastify's trustProxy for a TRUST_PROXY setting (false, a hop count, or the proxies' addresses). */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  return (address, hop) => hop < setting && (hop > 0 || isPrivateAddress(address))
}
