import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { t } from '../i18n/index.ts';

/**
 * The console's editing sections (issue 48): the programme, networking (tags and meeting settings), quotas, the CSV
 * attendee import and invitations. Each loads on demand when its tab opens (`#/console/<tab>`).
 */
export const editTabs = [
  ['sessions', 'console_edit:tab_sessions'],
  ['networking', 'console_edit:tab_networking'],
  ['quotas', 'console_edit:tab_quotas'],
  ['import', 'console_edit:tab_import'],
  ['invitations', 'console_edit:tab_invitations'],
] as const;

export const isEditTab = (tab: string): boolean => editTabs.some(([k]) => k === tab);

type View = ComponentType<{ slug: string }>;
const views: Record<string, () => Promise<View>> = {
  sessions: () => import('./sessions.tsx').then((m) => m.Sessions),
  networking: () => import('./networking.tsx').then((m) => m.Networking),
  quotas: () => import('./quotas.tsx').then((m) => m.Quotas),
  import: () => import('./import.tsx').then((m) => m.AttendeeImport),
  invitations: () => import('./invitations.tsx').then((m) => m.Invitations),
};

/** The section of `tab` for the event `slug`, loaded when first opened. */
export function EditSection({ tab, slug }: { tab: string; slug: string }) {
  const view = useSignal<{ tab: string; View: View } | null>(null);
  useEffect(() => {
    let live = true;
    void views[tab]?.().then((View) => live && (view.value = { tab, View }));
    return () => void (live = false);
  }, [tab]);
  const Loaded = view.value?.tab === tab ? view.value.View : null;
  return Loaded ? <Loaded key={slug} slug={slug} /> : <p>{t('console:loading')}</p>;
}
