/*
 * The dashboard pages stream behind this loading screen. The payment page lives outside this
 * route group on purpose: a page that may answer 404 (unknown order, or someone else's) must
 * decide before the first byte, since a streamed answer's status can no longer change.
 */
import { LoadingScreen } from "@/components/loading-screen";

export default LoadingScreen;
