// One downloadable resource. The Download link is a real link to the counting endpoint, which
// redirects to the file; the shown count goes up at once and is then re-read from the server.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMegabytes } from '../../lib/formatMegabytes';
import type { ResourceDto } from '../../api/types';
import { resourcesQuery } from '../../data/queries';
import { color } from '../../style/theme';
import { DownloadIcon } from '../icons';
import { badgeCss, cardCss, primaryButtonCss } from '../ui';
import { RESOURCE_TYPE_LABELS } from '../../api/resourceTypes';

/** Long enough for the download request (sent as the click's default action) to be counted first. */
const RECOUNT_DELAY_MS = 1500;

const count = new Intl.NumberFormat('en-US');
const downloadsLabel = (n: number) => `${count.format(n)} ${n === 1 ? 'download' : 'downloads'}`;

const cardLayoutCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 22px;
  h3 { font-size: 1.15rem; margin: 0; }
  p { margin: 0; color: ${color.muted}; }
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin-top: auto;
  padding-top: 8px;
  font-size: 0.88rem;
  color: ${color.muted};
`;

const typeBadgeCss = css`
  ${badgeCss};
  align-self: flex-start;
`;

export function ResourceCard({ resource }: { resource: ResourceDto }) {
  const queryClient = useQueryClient();
  const onDownload = () => {
    queryClient.setQueryData(resourcesQuery().queryKey, (list) =>
      list?.map((item) => (item.id === resource.id ? { ...item, downloadCount: item.downloadCount + 1 } : item)),
    );
    setTimeout(() => void queryClient.invalidateQueries(resourcesQuery()), RECOUNT_DELAY_MS);
  };

  return (
    <li css={cardLayoutCss} id={`resource-${resource.id}`}>
      <span css={typeBadgeCss}>{RESOURCE_TYPE_LABELS[resource.type] ?? resource.type}</span>
      <h3>{resource.title}</h3>
      <p>{resource.description}</p>
      <div css={metaCss}>
        <span>{formatMegabytes(resource.fileSize)}</span>
        <span>{downloadsLabel(resource.downloadCount)}</span>
      </div>
      <a href={`/api/resources/${resource.id}/download`} download={resource.filePath.split('/').pop()} css={primaryButtonCss} onClick={onDownload}>
        <DownloadIcon size={18} /> Download<span className="visually-hidden"> {resource.title}</span>
      </a>
    </li>
  );
}
