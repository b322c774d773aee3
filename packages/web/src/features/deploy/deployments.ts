/** A token the wallet deployed through the farm factory. */
export interface DeployedToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** A farm deployed for one of the wallet's tokens: its 0x address and the name it was given. */
export interface DeployedFarm {
  address: string;
  name: string;
}

/** One of the wallet's deployments: its token and the farm deployed for it, if any. */
export interface MyDeployment {
  token: DeployedToken;
  /** Null while the token has no farm. */
  farm: DeployedFarm | null;
}
