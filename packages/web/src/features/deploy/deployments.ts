/** A token the wallet deployed through the farm factory. */
export interface DeployedToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** One of the wallet's deployments: its token and the farm deployed for it, if any. */
export interface MyDeployment {
  token: DeployedToken;
  /** The farm's 0x address, or null while the token has none. */
  farm: string | null;
}
