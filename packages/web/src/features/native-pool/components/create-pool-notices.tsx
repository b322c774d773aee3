import { Link } from 'react-router';
import { TOKEN_PAIR_ALREADY_HAS_POOL } from '@opswap/protocol/errors/messages';
import { NOT_TOKEN_OWNER, notTokenOwnerDetail } from '@opswap/protocol/nativeswap/create-pool-form';
import { nativePairPath } from '@opswap/protocol/amm/add-liquidity-native';
import type { Token } from '@opswap/protocol/tokens/token';

/** Refuses a wallet that does not own the chosen token (docs/native-pools.md#who-may-create-a-pool). */
export function NotOwnerNotice({ token }: { token: Token }) {
  return (
    <div role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
      <p className="font-semibold">{NOT_TOKEN_OWNER}</p>
      <p>{notTokenOwnerDetail(token.symbol)}</p>
    </div>
  );
}

/** The token has its pool already: adding to it is the way on. */
export function PoolExistsNotice({ token }: { token: Token }) {
  return (
    <div role="alert" className="rounded-xl bg-warning/10 px-3 py-2 text-sm text-warning">
      <p className="font-semibold">{TOKEN_PAIR_ALREADY_HAS_POOL}</p>
      <p>
        {token.symbol} can be bought with Bitcoin already.{' '}
        <Link
          to={nativePairPath('add-native-liquidity', token.address) ?? ''}
          className="font-semibold underline"
        >
          Add liquidity to the {token.symbol} pool
        </Link>
      </p>
    </div>
  );
}
