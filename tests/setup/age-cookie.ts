import { API_PATHS } from '#shared/api-paths';

/** The `name=value` pairs of the cookies an answer sets, without their attributes. */
export function cookiePairs(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0]?.trim() ?? '')
    .filter((pair) => pair !== '');
}

/**
 * Confirms a visitor's age with the API at `baseUrl`, as the age gate's button does, and answers
 * the `Cookie` header that carries the confirmation (the signed age cookie).
 */
export async function confirmedAgeCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API_PATHS.ageVerification}`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST ${API_PATHS.ageVerification} answered ${response.status}`);
  const cookie = cookiePairs(response).join('; ');
  if (!cookie.includes('verdant_age=')) throw new Error(`POST ${API_PATHS.ageVerification} set no age cookie`);
  return cookie;
}
