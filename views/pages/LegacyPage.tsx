import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { LegacyWall } from '../components/legacy/LegacyWall';
import { buttonCss, Container, pageHeroCss, sectionCss } from '../components/ui';
import { useSettingsPart } from '../data/settingsQuery';
import { onBandCardDeclarations, onBandCardHoverDeclarations } from '../style/buildingBlocks';
import { band, font, shadow } from '../style/theme';

const loadAddLegacyDialog = () => import('../components/legacy/AddLegacyDialog');
const AddLegacyDialog = lazy(loadAddLegacyDialog);

const heroCss = css`
  ${pageHeroCss};
  h1 { font-family: ${font.serif}; font-size: clamp(2.4rem, 7vw, 4rem); }
`;

/** A light button that stands out on the dark hero. */
const heroButtonCss = css`
  ${buttonCss};
  margin-top: 28px;
  padding: 12px 26px;
  ${onBandCardDeclarations};
  box-shadow: ${shadow.onBand};
  &:hover { ${onBandCardHoverDeclarations}; }
  &:focus-visible { outline-color: ${band.text}; }
`;

export default function LegacyPage() {
  const invitation = useSettingsPart('legacy')?.legacyInvitation;
  // The dialog mounts on first use and then stays, so a closed draft is still there next time.
  const [dialogMounted, setDialogMounted] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const preload = () => void loadAddLegacyDialog();
  return (
    <>
      <section css={heroCss}>
        <Container>
          <h1>Before I Die...</h1>
          {invitation && <p>{invitation}</p>}
          <button
            type="button"
            css={heroButtonCss}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setDialogMounted(true);
              setFormOpen(true);
            }}
          >
            Add Your Legacy
          </button>
        </Container>
      </section>
      {dialogMounted && (
        <Suspense fallback={null}>
          <AddLegacyDialog open={formOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      )}
      <section css={sectionCss} aria-labelledby="legacy-wall">
        <Container>
          <LegacyWall />
        </Container>
      </section>
    </>
  );
}
