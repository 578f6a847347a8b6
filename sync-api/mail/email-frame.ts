import { STORE_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/content/business';
import { escapeHtml } from '#shared/seo/escape';

/**
 * The frame of every email the store sends: a template lists its blocks once, and they are
 * rendered twice, as plain text and as HTML, so both say the same. The HTML is one column at
 * most 560px wide with inline styles and system fonts, for a phone's mail app; every value in it
 * is escaped here, so a template never builds HTML itself. Each email is signed with the store's
 * name, how to reach it and its address.
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailRow {
  label: string;
  value: string;
  /** A second, smaller line under the label. */
  detail?: string;
  /** The row that sums up the rows above it. */
  total?: boolean;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: EmailRow[] }
  /** Lines kept together, as an address is. */
  | { kind: 'lines'; lines: string[] }
  /** Text someone typed: a blank line starts a paragraph, a line break stays one. */
  | { kind: 'typed'; text: string }
  /** A code to read and type, large. */
  | { kind: 'code'; text: string }
  /** The shopper's own words, quoted under what answers them. */
  | { kind: 'quote'; intro: string; text: string };

export interface EmailFrame {
  subject: string;
  heading?: string;
  /** A line under the heading whose value stands out: the order number. */
  reference?: { label: string; value: string };
  blocks: EmailBlock[];
  /** The one button of the email. */
  action?: { label: string; href: string };
  /** Small print under the button; `link`, where the text holds it, becomes a link. */
  footnote?: { text: string; link?: string };
  /** Who signs it: the store, unless a team of it writes. */
  signedBy?: string;
  /** Blocks after the signature, outside the card (the message a reply answers). */
  after?: EmailBlock[];
}

const ADDRESS_LINES = [
  SUPPORT_ADDRESS.street,
  `${SUPPORT_ADDRESS.city}, ${SUPPORT_ADDRESS.region} ${SUPPORT_ADDRESS.postalCode}`,
];
const QUESTIONS = 'Questions? Write to us at';
const PHONE_HREF = `tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`;

function textOfBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'typed':
    case 'code':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'lines':
      return block.lines.join('\n');
    case 'rows':
      return block.rows
        .map((row) => [`${row.label}: ${row.value}`, ...(row.detail ? [`  ${row.detail}`] : [])].join('\n'))
        .join('\n');
    case 'quote':
      return [block.intro, ...block.text.split('\n').map((line) => (line === '' ? '>' : `> ${line}`))].join('\n');
  }
}

function textOf(frame: EmailFrame): string {
  return [
    ...(frame.heading ? [frame.heading] : []),
    ...(frame.reference ? [`${frame.reference.label}: ${frame.reference.value}`] : []),
    ...frame.blocks.map(textOfBlock),
    ...(frame.action ? [`${frame.action.label}: ${frame.action.href}`] : []),
    ...(frame.footnote ? [frame.footnote.text] : []),
    [
      '-- ',
      frame.signedBy ?? STORE_NAME,
      `${QUESTIONS} ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.`,
      ...ADDRESS_LINES,
    ].join('\n'),
    ...(frame.after ?? []).map(textOfBlock),
  ].join('\n\n');
}

const FONT = 'font-family:-apple-system,BlinkMacSystemFont,&quot;Segoe UI&quot;,Roboto,Helvetica,Arial,sans-serif';
const INK = '#1c2420';
const MUTED = '#4a5550';
const FOREST = '#14532d';
const RULE = '#dcefe0';
const LINK = `color:${FOREST};text-decoration:underline`;
const CELL = 'padding:6px 0;vertical-align:top';

function rowHtml(row: EmailRow): string {
  const rule = row.total ? `border-top:1px solid ${RULE};font-weight:700;padding-top:10px;` : '';
  const detail = row.detail ? `<br><span style="font-size:14px;color:${MUTED}">${escapeHtml(row.detail)}</span>` : '';
  return `<tr><td style="${CELL};${rule}">${escapeHtml(row.label)}${detail}</td><td style="${CELL};${rule}padding-left:12px;text-align:right;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`;
}

const typedParagraphs = (text: string, style: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="${style}">${escapeHtml(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

function htmlOfBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${FOREST}">${escapeHtml(block.text)}</h2>`;
    case 'lines':
      return `<p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">\n${block.rows.map(rowHtml).join('\n')}\n</table>`;
    case 'typed':
      return typedParagraphs(block.text, 'margin:0 0 16px');
    case 'code':
      return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:6px;color:${INK}">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<p style="margin:24px 0 8px;font-size:14px;color:${MUTED}">${escapeHtml(block.intro)}</p>
<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid ${RULE};font-size:14px;color:${MUTED}">
${typedParagraphs(block.text, 'margin:0 0 12px')}
</blockquote>`;
  }
}

function footnoteHtml({ text, link }: { text: string; link?: string }): string {
  const escaped = escapeHtml(text);
  const linked = link
    ? escaped.replace(escapeHtml(link), `<a href="${escapeHtml(link)}" style="${LINK}">${escapeHtml(link)}</a>`)
    : escaped;
  return `<p style="margin:0;font-size:14px;color:${MUTED}">${linked}</p>`;
}

function htmlOf(frame: EmailFrame): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#faf7f0">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;${FONT};font-size:16px;line-height:1.5;color:${INK}">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${FOREST}">${escapeHtml(STORE_NAME)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px 20px;border:1px solid ${RULE}">
${frame.heading ? `<h1 style="margin:0 0 4px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(frame.heading)}</h1>` : ''}
${frame.reference ? `<p style="margin:0 0 16px;color:${MUTED}">${escapeHtml(frame.reference.label)} <strong style="color:${INK};letter-spacing:0.5px">${escapeHtml(frame.reference.value)}</strong></p>` : ''}
${frame.blocks.map(htmlOfBlock).join('\n')}
${frame.action ? `<p style="margin:24px 0 16px"><a href="${escapeHtml(frame.action.href)}" style="display:inline-block;background:${FOREST};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(frame.action.label)}</a></p>` : ''}
${frame.footnote ? footnoteHtml(frame.footnote) : ''}
</div>
<p style="margin:24px 0 0;font-size:14px;color:${MUTED}">
<strong style="color:${INK}">${escapeHtml(frame.signedBy ?? STORE_NAME)}</strong><br>
${QUESTIONS} <a href="mailto:${SUPPORT_EMAIL}" style="${LINK}">${SUPPORT_EMAIL}</a> or call <a href="${PHONE_HREF}" style="${LINK}">${escapeHtml(SUPPORT_PHONE)}</a>.<br>
${ADDRESS_LINES.map(escapeHtml).join('<br>\n')}
</p>
${(frame.after ?? []).map(htmlOfBlock).join('\n')}
</div>
</body>
</html>
`;
}

export function renderEmail(frame: EmailFrame): EmailContent {
  return { subject: frame.subject, text: textOf(frame), html: htmlOf(frame) };
}
