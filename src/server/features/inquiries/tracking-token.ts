// The buyer's private tracking link (/quotes/{token}): 256 random bits, of which only the SHA-256 is
// stored (inquiries.tracking_token_hash), so a copy of the database opens no buyer's inquiry.
import { createHash, randomBytes } from 'node:crypto';

export const createTrackingToken = () => randomBytes(32).toString('base64url');

export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('hex');
