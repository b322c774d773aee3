import { useState } from 'react';
import defaultTokenImage from './assets/default-token.svg';

export interface TokenLogoProps {
  /** The logo URL (Token.image); empty means the local default image. */
  src: string;
  /** The token's symbol, used as the image's alt text. */
  symbol: string;
  /** Width and height in px. Default 24. */
  size?: number;
  className?: string;
}

/** A round token logo that falls back to the app's local default image when the URL fails. */
export function TokenLogo({ src, symbol, size = 24, className = '' }: TokenLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== '' && failedSrc !== src;
  return (
    <img
      src={usable ? src : defaultTokenImage}
      alt={symbol}
      width={size}
      height={size}
      loading="lazy"
      onError={() => usable && setFailedSrc(src)}
      className={`shrink-0 rounded-full bg-surface-2 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

export { defaultTokenImage };
