import { useEffect } from 'react';
import { backOfficeTitle } from '#shared/back-office/screens';

/** The tab's title for the screen on show: "Orders · Verdant back office". */
export function useScreenTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = backOfficeTitle(screen);
  }, [screen]);
}
