import { LoadingScreen } from "@/components/loading-screen";

export default LoadingScreen;
