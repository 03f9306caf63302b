package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/** --sim-faults: only what the flag asks for. */
class FaultsTest {

    private SimFixture fx;

    @BeforeEach
    void setUp() throws IOException {
        fx = new SimFixture();
    }

    @AfterEach
    void tearDown() throws IOException {
        fx.close();
    }

    @Test
    void withoutTheFlagThereAreNoSimMethods() throws IOException {
        fx.start("f");
        assertEquals("invalid_request", fx.call("sim.overflow").getAsJsonObject("error").get("code").getAsString());
    }

    @Test
    void delayDropCutAndVersion() throws IOException {
        fx.start("f", Faults.parse("delay:ping:300,drop:workspace.list,cut:session.snapshot,version:0.9.2"));
        long start = System.nanoTime();
        assertEquals("0.9.2", fx.ok("ping").get("version").getAsString());
        assertTrue(System.nanoTime() - start >= 300_000_000L);
        assertEquals("", fx.raw("{\"id\":\"1\",\"method\":\"workspace.list\",\"params\":{}}"));
        String cut = fx.raw("{\"id\":\"1\",\"method\":\"session.snapshot\",\"params\":{}}");
        assertTrue(cut.startsWith("{\"id\":\"1\""));
        assertTrue(!cut.endsWith("}"), cut);
    }

    @Test
    void restartGivesNewTerminalIdsAndKeepsPaneIds() throws IOException {
        fx.start("f", Faults.parse(""));
        String before = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("root_pane")
                .get("terminal_id").getAsString();
        fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", java.util.Map.of("k", "v"));
        fx.ok("sim.restart");
        var pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
        assertNotEquals(before, pane.get("terminal_id").getAsString());
        assertTrue(!pane.has("tokens"), "tokens do not survive a restart");
    }
}
