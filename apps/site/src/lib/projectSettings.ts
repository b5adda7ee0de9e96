import {
  getProjectSettings,
  type ProjectSettings,
  settledProjectSettings,
} from '@awards/web-common/projectSettings';
import { useEffect, useState } from 'react';

/**
 * The project's public settings for a render: at once when already fetched (main.tsx asks for
 * them at start, so a signed-in page's first render has them and no second render of the header
 * follows its first paint, issue 15), else once they come; undefined while unavailable.
 */
export function useProjectSettings(): ProjectSettings | undefined {
  const [settings, setSettings] = useState(settledProjectSettings);
  useEffect(() => {
    if (settings) return;
    let live = true;
    getProjectSettings().then(
      (value) => live && setSettings(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [settings]);
  return settings;
}
