import { p2opOf } from '../chain/contract-directory.ts';
import type { Chain } from '../chain/chain.ts';
import type { ChainBlock } from '../chain/chain-types.ts';
import { toHex } from '../bytes.ts';
import {
  addressTransactions,
  findTransaction,
  fromMined,
  fromPending,
  inputsOf,
  isBitcoinAddress,
  senderAddress,
  type ExplorerTransaction,
} from './explorer-data.ts';
import {
  addressLink,
  blockLink,
  blockTime,
  btc,
  explorerUrl,
  facts,
  html,
  link,
  page,
  shortHash,
  table,
  txLink,
  type Html,
} from './html.ts';

/** Names the devnet gives to addresses: its development accounts and seeded contracts. */
export interface ExplorerLabels {
  /** 'MOTO (OP20)', 'development account 3'... or null. */
  labelOf(address: string): string | null;
}

export interface PageContext {
  chain: Chain;
  labels: ExplorerLabels;
}

export const LATEST_BLOCKS = 10;
export const HOME_PENDING_LIMIT = 25;

function totalOut(transaction: ExplorerTransaction): bigint {
  return transaction.decoded.transaction.outputs.reduce((sum, output) => sum + output.value, 0n);
}

function kindText(transaction: ExplorerTransaction): string {
  if (transaction.kind === 'faucet') return 'Faucet payment';
  return transaction.decoded.interaction ? 'OP_NET interaction' : 'Bitcoin transaction';
}

function statusCell(transaction: ExplorerTransaction): Html {
  if (!transaction.block) return html`<span class="pending">In mempool</span>`;
  return html`<span class="ok">Confirmed</span> in ${blockLink(transaction.block.header.height)}`;
}

function transactionRows(transactions: readonly ExplorerTransaction[], withStatus: boolean) {
  return transactions.map((transaction) => [
    txLink(transaction.txid, true),
    kindText(transaction),
    ...(withStatus ? [statusCell(transaction)] : []),
    html`<span class="mono">${btc(totalOut(transaction))}</span>`,
  ]);
}

function labelled(context: PageContext, address: string, short = false): Html {
  const label = context.labels.labelOf(address);
  return html`${addressLink(address, short)}${label ? html` <span class="muted">(${label})</span>` : ''}`;
}

export function homePage(context: PageContext): string {
  const { chain } = context;
  const blocks: ChainBlock[] = [];
  for (let height = chain.height; height >= 0 && blocks.length < LATEST_BLOCKS; height--) {
    const block = chain.blockAt(height);
    if (block) blocks.push(block);
  }
  const pending = chain.pendingTransactions();
  const shown = pending.slice(-HOME_PENDING_LIMIT).map(fromPending);
  return page(
    '',
    html`<h1>Devnet (regtest)</h1>
      <div class="card">
        ${facts([
          ['Tip height', html`<span data-testid="tip-height">${chain.height}</span>`],
          ['Tip hash', html`<span class="mono">${chain.tip.header.hash}</span>`],
          ['Mempool', `${pending.length} transaction${pending.length === 1 ? '' : 's'}`],
        ])}
      </div>
      <h2>Latest blocks</h2>
      ${table(
        ['Height', 'Time', 'Transactions', 'Hash'],
        blocks.map((block) => [
          blockLink(block.header.height),
          blockTime(block.header.time),
          block.transactions.length,
          link(explorerUrl.block(block.header.height), shortHash(block.header.hash), {
            mono: true,
          }),
        ]),
      )}
      <h2>Mempool</h2>
      ${table(['Transaction', 'Kind', 'Output total'], transactionRows(shown.reverse(), false))}`,
  );
}

export function blockPage(context: PageContext, block: ChainBlock): string {
  const { chain } = context;
  const { header } = block;
  const transactions = block.transactions.map((tx) => fromMined(block, tx));
  return page(
    `Block ${header.height}`,
    html`<h1>Block ${header.height}</h1>
      <nav class="pager">
        <span
          >${header.height > 0 ? link(explorerUrl.block(header.height - 1), `← #${header.height - 1}`) : ''}</span
        ><span
          >${
            header.height < chain.height
              ? link(explorerUrl.block(header.height + 1), `#${header.height + 1} →`)
              : ''
          }</span
        >
      </nav>
      <div class="card">
        ${facts([
          ['Hash', html`<span class="mono">${header.hash}</span>`],
          [
            'Previous block',
            header.height > 0
              ? link(explorerUrl.block(header.height - 1), header.previousBlockHash, { mono: true })
              : html`<span class="mono">${header.previousBlockHash}</span>`,
          ],
          ['Time', blockTime(header.time)],
          ['Confirmations', String(chain.height - header.height + 1)],
          ['Transactions', String(block.transactions.length)],
          ['Gas used', header.gasUsed.toString()],
          ['Size', `${header.size} bytes, weight ${header.weight}`],
        ])}
      </div>
      <h2>Transactions</h2>
      ${table(
        ['#', 'Transaction', 'Kind', 'Output total', 'Fee'],
        transactions.map((transaction, index) => [
          index,
          txLink(transaction.txid, true),
          kindText(transaction),
          html`<span class="mono">${btc(totalOut(transaction))}</span>`,
          html`<span class="mono">${btc(transaction.fee)}</span>`,
        ]),
      )}
      ${
        block.deployments.length > 0
          ? html`<h2>Contract deployments</h2>
              ${table(
                ['Contract', 'Kind'],
                block.deployments.map((deployment) => [
                  labelled(context, deployment.address, true),
                  deployment.kind,
                ]),
              )}`
          : ''
      }`,
  );
}

function interactionSection(context: PageContext, transaction: ExplorerTransaction): Html {
  const interaction = transaction.decoded.interaction;
  if (!interaction) return html``;
  const { chain } = context;
  const receipt = transaction.receipt;
  const sender = senderAddress(chain, transaction);
  let outcome: Html;
  if (!receipt) outcome = html`<span class="pending">Not executed yet (in mempool)</span>`;
  else if (receipt.revert !== null)
    outcome = html`<span class="warn">Reverted</span>: <code>${receipt.revert}</code>`;
  else outcome = html`<span class="ok">Success</span>`;
  const events = receipt?.events ?? [];
  return html`<h2>OP_NET interaction</h2>
    <div class="card">
      ${facts([
        ['Contract', labelled(context, interaction.contract)],
        ['Contract (p2op)', addressLink(p2opOf(interaction.contract, chain.network))],
        ['Sender', sender ? labelled(context, sender) : 'unknown'],
        receipt?.sender ? ['Sender (OP_NET)', labelled(context, receipt.sender)] : null,
        ['Result', outcome],
        receipt ? ['Gas used', receipt.gasUsed.toString()] : null,
        ['Priority fee', btc(interaction.priorityFee)],
        ['Calldata', html`<code>${toHex(interaction.calldata)}</code>`],
      ])}
    </div>
    ${
      receipt
        ? html`<h2>Events</h2>
            ${table(
              ['Type', 'Contract', 'Data'],
              events.map((event) => [
                event.type,
                labelled(context, event.contract, true),
                html`<code>${toHex(event.data)}</code>`,
              ]),
            )}`
        : ''
    }`;
}

export function transactionPage(context: PageContext, txid: string): string | null {
  const { chain } = context;
  const found = findTransaction(chain, txid);
  if (found.status === 'unknown') return null;
  if (found.status === 'replaced') {
    return page(
      'Transaction replaced',
      html`<h1>Transaction</h1>
        <p class="mono">${txid}</p>
        <div class="card">
          ${facts([
            ['Status', html`<span class="warn">Replaced</span>`],
            ['Replaced by', txLink(found.by)],
          ])}
        </div>`,
    );
  }
  const transaction = found.transaction;
  const bitcoin = transaction.decoded.transaction;
  const inputs = inputsOf(chain, transaction);
  const header = transaction.block?.header;
  const status = header
    ? html`<span class="ok">Confirmed</span> in block ${blockLink(header.height)}
        (${chain.height - header.height + 1} confirmations)`
    : html`<span class="pending">In mempool</span>`;
  const feeRate =
    bitcoin.vsize > 0 && transaction.kind !== 'faucet'
      ? ` (${(Number(transaction.fee) / bitcoin.vsize).toFixed(2)} sat/vB)`
      : '';
  return page(
    `Transaction ${shortHash(transaction.txid)}`,
    html`<h1>Transaction</h1>
      <p class="mono" data-testid="txid">${transaction.txid}</p>
      <div class="card">
        ${facts([
          ['Status', status],
          header ? ['Block time', blockTime(header.time)] : null,
          transaction.firstSeen !== null
            ? ['First seen', blockTime(Math.floor(transaction.firstSeen / 1000))]
            : null,
          ['Kind', kindText(transaction)],
          ['Fee', html`<span class="mono">${btc(transaction.fee)}</span>${feeRate}`],
          ['Virtual size', `${bitcoin.vsize} vB`],
          bitcoin.hash !== transaction.txid
            ? ['Witness hash', html`<span class="mono">${bitcoin.hash}</span>`]
            : null,
        ])}
      </div>
      ${interactionSection(context, transaction)}
      <h2>Inputs</h2>
      ${
        transaction.kind === 'faucet'
          ? html`<p class="muted">Minted by the devnet faucet.</p>`
          : table(
              ['#', 'Previous output', 'Address', 'Value'],
              inputs.map((input, index) => [
                index,
                html`${txLink(input.txid, true)}:${input.vout}`,
                input.prevout?.address ? labelled(context, input.prevout.address, true) : '',
                input.prevout
                  ? html`<span class="mono">${btc(input.prevout.value)}</span>`
                  : 'unknown',
              ]),
            )
      }
      <h2>Outputs</h2>
      ${table(
        ['#', 'Address or script', 'Value'],
        bitcoin.outputs.map((output) => [
          output.index,
          output.address
            ? labelled(context, output.address, true)
            : html`<code>${shortHash(toHex(output.script))}</code>`,
          html`<span class="mono">${btc(output.value)}</span>`,
        ]),
      )}`,
  );
}

export function addressPage(context: PageContext, address: string): string | null {
  const { chain } = context;
  const contract = chain.resolveContract(address);
  const isBitcoin = isBitcoinAddress(chain, address);
  const isOpnet = /^0x[0-9a-fA-F]{64}$/.test(address);
  if (!contract && !isBitcoin && !isOpnet) return null;
  const deployment = contract ? chain.contractAt(contract) : null;
  const utxos = isBitcoin ? chain.utxos(address) : null;
  const spent = new Set(utxos?.spent.map((ref) => `${ref.txid}:${ref.vout}`) ?? []);
  const pendingTotal = utxos?.pending.reduce((sum, output) => sum + output.value, 0n) ?? 0n;
  const label = context.labels.labelOf(address) ?? (contract && context.labels.labelOf(contract));
  return page(
    `Address ${shortHash(address)}`,
    html`<h1>Address</h1>
      <p class="mono" data-testid="address">${address}</p>
      <div class="card">
        ${facts([
          label ? ['Name', label] : null,
          deployment
            ? ['Contract', `${deployment.kind}, deployed by ${deployment.deployer}`]
            : null,
          contract && contract !== address ? ['OP_NET address', addressLink(contract)] : null,
          contract && contract === address
            ? ['p2op address', addressLink(p2opOf(contract, chain.network))]
            : null,
          utxos
            ? ['Confirmed balance', html`<span class="mono">${btc(chain.balance(address))}</span>`]
            : null,
          utxos && pendingTotal > 0n
            ? ['Unconfirmed', html`<span class="mono">${btc(pendingTotal)}</span>`]
            : null,
        ])}
      </div>
      ${
        utxos
          ? html`<h2>Unspent outputs</h2>
              ${table(
                ['Output', 'Value', 'Status'],
                [...utxos.pending, ...utxos.confirmed].map((output) => [
                  html`${txLink(output.txid, true)}:${output.vout}`,
                  html`<span class="mono">${btc(output.value)}</span>`,
                  output.height === null
                    ? html`<span class="pending">Unconfirmed</span>`
                    : spent.has(`${output.txid}:${output.vout}`)
                      ? html`<span class="muted">Being spent</span>`
                      : html`Block ${blockLink(output.height)}`,
                ]),
              )}`
          : ''
      }
      <h2>Recent transactions</h2>
      ${table(['Transaction', 'Kind', 'Status', 'Output total'], transactionRows(addressTransactions(chain, address), true))}`,
  );
}

export function notFoundPage(what: string): string {
  return page(
    'Not found',
    html`<h1>Not found</h1>
      <p>${what}</p>
      <p>${link(explorerUrl.home(), 'Back to the explorer')}</p>`,
  );
}
