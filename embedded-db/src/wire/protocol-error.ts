/** A malformed message: the connection that sent it is closed. */
export class ProtocolError extends Error {}
