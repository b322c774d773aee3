import { Link } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import type { TokenRef } from '@opswap/protocol/schemas/token';

/** A token's symbol and name, opening its token page; the space keeps its name 'MOTO MOTO Token'. */
export function TokenLink({ token }: { token: TokenRef }) {
  return (
    <Link
      to={routes.token(token.address)}
      title={token.address}
      className="inline-flex flex-col rounded whitespace-nowrap hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="font-semibold">{token.symbol}</span>{' '}
      <span className="text-xs font-normal text-muted">{token.name}</span>
    </Link>
  );
}
