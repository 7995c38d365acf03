import { clearAccessToken, getAccessToken } from "@/lib/client/access-token";
import { ApiError } from "@/lib/client/api";

type UploadAnswer = { success: true; data: { url: string } } | { success: false; error?: string };

/**
 * Uploads a picture to the shop's image store (multipart, field `image`), the way the old
 * shop posted to its image host, and returns the picture's URL.
 */
export async function uploadImage(file: File): Promise<string> {
  const send = (token: string | null) => {
    const body = new FormData();
    body.append("image", file);
    return fetch("/api/images", {
      method: "POST",
      headers: { Accept: "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
      body,
    });
  };
  const token = getAccessToken();
  let response = await send(token);
  if (response.status === 401 && token) {
    clearAccessToken();
    response = await send(null);
  }
  const answer = (await response.json().catch(() => null)) as (UploadAnswer & { error?: string }) | null;
  if (!response.ok || !answer?.success) {
    throw new ApiError(response.status, answer?.error ?? `Upload failed (${response.status})`);
  }
  return answer.data.url;
}
