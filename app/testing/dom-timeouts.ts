import { configure } from "@testing-library/react";

// Components' tests wait for what the user sees (findBy…, waitFor). Testing Library gives up
// after 1 s: enough on an idle machine, not on CI's two busy cores (a wizard step's heading came
// later than that once). Waiting longer costs nothing when the thing appears.
configure({ asyncUtilTimeout: 10_000 });
