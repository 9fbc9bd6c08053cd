/**
 * Builds a gateway URL for an IPFS hash.
 *
 * @param params - The hash, plus an optional gateway and access token; when those are omitted, environment variables and then the public Pinata gateway are used (see the fields below).
 * @returns The full URL that serves the pinned content.
 * @since 0.3.0
 */
export declare function createIpfsURL(params: {
  /** The IPFS hash to link to. */
  hash: string;
  /**
   * The gateway prefix to use. When omitted, the `PINATA_IPFS_GATEWAY` environment variable
   * (or its `NEXT_PUBLIC_` / `REACT_APP_` variants) is used, and without one the public
   * gateway `https://gateway.pinata.cloud/ipfs/`.
   */
  gateway?: string;
  /**
   * A gateway access token appended as the `pinataGatewayToken` query parameter. When omitted,
   * the `PINATA_GATEWAY_TOKEN` environment variable is used if it is set; otherwise no token is added.
   */
  apiToken?: string;
}): string;

/**
 * Pins a JSON text that is already serialised.
 *
 * @param params - The text in `data` plus the pin options.
 * @returns The CID (version 1) of the pinned file, or `undefined` when the upload failed.
 * @throws Error when no token is given and none is found in the environment.
 * @example
 * ```ts
 * import { pinJSON, createIpfsURL } from "@silvana-one/storage";
 *
 * const cid = await pinJSON({ data: JSON.stringify({ hello: "mina" }), auth: myJwt });
 * if (cid) console.log(createIpfsURL({ hash: cid }));
 * ```
 * @since 0.3.0
 */
export declare function pinJSON(params: {
  /**
   * The file name shown in the pinning service.
   *
   * @default "data.json"
   */
  name?: string;
  /**
   * Labels attached to the pin.
   *
   * @default `{ library: "zkcloudworker" }`
   */
  keyvalues?: object;
  /**
   * The Pinata JWT. When omitted, the `PINATA_JWT` environment variable (or a framework-prefixed
   * variant) is used.
   */
  auth?: string;
} & { data: string }): Promise<string | undefined>;
/**
 * Pins an object, serialising it to JSON first.
 *
 * @param params - The object in `data` plus the pin options.
 * @returns The CID (version 1) of the pinned file, or `undefined` when the upload failed.
 * @throws Error when no token is given and none is found in the environment.
 * @since 0.3.0
 */
export declare function pinJSON(params: {
  /**
   * The file name shown in the pinning service.
   *
   * @default "data.json"
   */
  name?: string;
  /**
   * Labels attached to the pin.
   *
   * @default `{ library: "zkcloudworker" }`
   */
  keyvalues?: object;
  /**
   * The Pinata JWT. When omitted, the `PINATA_JWT` environment variable (or a framework-prefixed
   * variant) is used.
   */
  auth?: string;
} & { data: object }): Promise<string | undefined>;
