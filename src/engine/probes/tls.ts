// The TLS probe: the certificate a host presents on a port, and whether a handshake succeeds when the
// client offers exactly one protocol version. Any certificate is accepted (the checks look at dates and
// versions; whether the chain is trusted is reported alongside). One handshake per host, port and question.

import type { PeerCertificate as NodePeerCertificate, SecureVersion, TLSSocket } from 'node:tls';
import { isIP } from 'node:net';
import { ProbeCache } from './cache.ts';
import { abortReason, probeSignal, type ProbeWaitOptions } from './wait.ts';

export type TlsVersion = 'SSLv3' | 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';

export interface PeerCertificate {
  /** `CN=example.com, O=Example` */
  subject: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 fingerprint, colon-separated hex. */
  fingerprint256: string;
  /** `DNS:example.com`, `IP Address:127.0.0.1`, … */
  subjectAltNames: string[];
  /** Whether the chain verifies against Node's trusted CAs for this host name. */
  trusted: boolean;
  /** Why it does not (`DEPTH_ZERO_SELF_SIGNED_CERT`, `CERT_HAS_EXPIRED`, …). */
  trustError?: string;
}

export type CertificateAnswer =
  { kind: 'certificate'; certificate: PeerCertificate } | { kind: 'error'; message: string };

export type VersionAnswer =
  /** The handshake succeeded with this version (the only one offered). */
  | { kind: 'negotiated'; version: TlsVersion }
  /** TCP connected, the server refused the handshake with only this version offered. */
  | { kind: 'refused'; message: string }
  /** This machine's TLS library cannot offer the version at all; says nothing about the server. */
  | { kind: 'unavailable-locally'; message: string }
  /** No TCP connection, or no answer in time. */
  | { kind: 'error'; message: string };

export interface TlsProbeOptions extends ProbeWaitOptions {
  /**
   * Offer TLS 1.0 and 1.1 when asked to, by lowering OpenSSL's security level for that one handshake
   * (`@SECLEVEL=0`; at the default level OpenSSL 3 refuses to offer them). Default true: the probe sends
   * no data, and a monitor must be able to tell that a server still accepts them.
   */
  offerLegacyVersions?: boolean;
}

export interface TlsProbe {
  certificate(host: string, port: number): Promise<CertificateAnswer>;
  negotiate(host: string, port: number, version: TlsVersion): Promise<VersionAnswer>;
}

const LEGACY_CIPHERS = 'DEFAULT:@SECLEVEL=0';

export function createTlsProbe(options: TlsProbeOptions): TlsProbe {
  const certificates = new ProbeCache<CertificateAnswer>();
  const versions = new ProbeCache<VersionAnswer>();
  const offerLegacy = options.offerLegacyVersions ?? true;
  return {
    certificate: (host, port) =>
      certificates.answer(`${host}:${port}`, async () => {
        const outcome = await handshake(host, port, {}, options);
        if (outcome.kind !== 'connected') return { kind: 'error', message: outcome.message };
        const certificate = outcome.certificate;
        if (certificate === undefined) return { kind: 'error', message: `${host}:${port} presented no certificate` };
        return { kind: 'certificate', certificate };
      }),
    negotiate: (host, port, version) =>
      versions.answer(`${host}:${port}:${version}`, async () => {
        if (version === 'SSLv3') {
          return {
            kind: 'unavailable-locally',
            message: 'SSL 3.0 cannot be offered: Node.js and OpenSSL 3 removed it',
          };
        }
        const legacy: boolean = version === 'TLSv1' || version === 'TLSv1.1';
        const pinned = {
          minVersion: version,
          maxVersion: version,
          ...(legacy && offerLegacy ? { ciphers: LEGACY_CIPHERS } : {}),
        };
        const outcome = await handshake(host, port, pinned, options);
        switch (outcome.kind) {
          case 'connected':
            return { kind: 'negotiated', version: outcome.protocol };
          case 'local':
            return {
              kind: 'unavailable-locally',
              message: `this machine's OpenSSL cannot offer ${version} (${outcome.message}); the server was not asked`,
            };
          case 'refused':
            return {
              kind: 'refused',
              message: `${host}:${port} refused a handshake offering only ${version}: ${outcome.message}`,
            };
          default:
            return { kind: 'error', message: outcome.message };
        }
      }),
  };
}

type HandshakeOutcome =
  | { kind: 'connected'; protocol: TlsVersion; certificate?: PeerCertificate }
  | { kind: 'local' | 'refused' | 'unreachable'; message: string };

interface Pinning {
  minVersion?: SecureVersion;
  maxVersion?: SecureVersion;
  ciphers?: string;
}

function handshake(host: string, port: number, pinning: Pinning, wait: ProbeWaitOptions): Promise<HandshakeOutcome> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const signal = probeSignal(wait);
  return new Promise((resolve) => {
    let tcpConnected = false;
    let settled = false;
    let socket: TLSSocket;
    const finish = (outcome: HandshakeOutcome): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(outcome);
    };
    const onAbort = (): void =>
      finish({ kind: 'unreachable', message: `${host}:${port}: ${abortReason(signal, wait.timeoutMs)}` });
    try {
      // node:tls is loaded by the first handshake, not at every start-up (a run over http never needs it).
      const { connect } = process.getBuiltinModule('node:tls');
      socket = connect({
        host: bare,
        port,
        // SNI carries host names only (RFC 6066 §3).
        ...(isIP(bare) === 0 ? { servername: bare } : {}),
        rejectUnauthorized: false,
        ...pinning,
      });
    } catch (error) {
      // A pinning OpenSSL cannot honour at all can throw synchronously.
      resolve({ kind: 'local', message: (error as Error).message });
      return;
    }
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => (tcpConnected = true));
    socket.once('secureConnect', () => {
      const protocol = socket.getProtocol() as TlsVersion;
      const peer = socket.getPeerCertificate();
      const certificate = peer !== null && Object.keys(peer).length > 0 ? describe(peer, socket) : undefined;
      finish({ kind: 'connected', protocol, ...(certificate ? { certificate } : {}) });
    });
    // `on`, not `once`: a destroyed socket can still emit a late error, which must not go unhandled.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const message = error.code ?? error.message;
      if (error.code === 'ERR_SSL_NO_PROTOCOLS_AVAILABLE' && socket.bytesWritten === 0)
        finish({ kind: 'local', message });
      else if (tcpConnected) finish({ kind: 'refused', message: handshakeMessage(error) });
      else finish({ kind: 'unreachable', message: `cannot connect to ${host}:${port}: ${message}` });
    });
  });
}

function handshakeMessage(error: NodeJS.ErrnoException): string {
  if (error.code === 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION') return 'protocol version alert';
  if (error.code === 'ECONNRESET') return 'connection reset during the handshake';
  return error.code ?? error.message;
}

function describe(peer: NodePeerCertificate, socket: TLSSocket): PeerCertificate {
  const trustError = socket.authorizationError;
  return {
    subject: distinguishedName(peer.subject),
    issuer: distinguishedName(peer.issuer),
    notBefore: new Date(peer.valid_from),
    notAfter: new Date(peer.valid_to),
    fingerprint256: peer.fingerprint256,
    subjectAltNames: peer.subjectaltname ? peer.subjectaltname.split(', ') : [],
    trusted: socket.authorized,
    ...(trustError ? { trustError: String(trustError) } : {}),
  };
}

function distinguishedName(name: NodePeerCertificate['subject'] | undefined): string {
  if (!name) return '';
  return Object.entries(name)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : value}`)
    .join(', ');
}

export type ParsedTlsVersion = { ok: true; version: TlsVersion } | { ok: false; message: string };

// .NET SslProtocols numeric values, which the original also accepts.
const NUMERIC: Record<string, TlsVersion> = {
  '48': 'SSLv3',
  '192': 'TLSv1',
  '768': 'TLSv1.1',
  '3072': 'TLSv1.2',
  '12288': 'TLSv1.3',
};
const BY_DIGITS: Record<string, TlsVersion> = {
  '1': 'TLSv1',
  '10': 'TLSv1',
  '11': 'TLSv1.1',
  '12': 'TLSv1.2',
  '13': 'TLSv1.3',
};

/**
 * A version as users write it: the original's `Tls`, `Tls11`, `Tls12`, `Tls13`, `Ssl3` (and their .NET
 * numbers), OpenSSL's `TLSv1.2`, or bare `1.2`. Case-insensitive.
 */
export function parseTlsVersion(text: string): ParsedTlsVersion {
  const trimmed = text.trim();
  const numeric = NUMERIC[trimmed];
  if (numeric) return { ok: true, version: numeric };
  const lower = trimmed.toLowerCase().replace(/[\s_]/g, '');
  if (/^(ssl|sslv)3(\.0)?$/.test(lower)) return { ok: true, version: 'SSLv3' };
  const match = /^(?:tls)?v?(\d(?:\.?\d)?)?$/.exec(lower);
  const digits = match?.[1] ?? (lower === 'tls' ? '1' : undefined);
  const version = digits === undefined ? undefined : BY_DIGITS[digits.replace('.', '')];
  if (version) return { ok: true, version };
  return {
    ok: false,
    message: `'${text}' is not a TLS version: write Tls12, Tls13, TLSv1.2 or 1.3 (also Tls, Tls11, Ssl3)`,
  };
}

/** The original's spelling of a version (`Tls13`), the value its results show. */
export function originalVersionName(version: TlsVersion): string {
  return { SSLv3: 'Ssl3', TLSv1: 'Tls', 'TLSv1.1': 'Tls11', 'TLSv1.2': 'Tls12', 'TLSv1.3': 'Tls13' }[version];
}
