package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.testing.SimServer;

/** A connection's own presence in its session, read back with herdr's answers. */
class PresenceSimTest {

    @RegisterExtension
    static final SimServer SIM = new SimServer();

    private static JsonObject tokens(JsonObject owner) {
        return owner.has("tokens") ? owner.getAsJsonObject("tokens") : new JsonObject();
    }

    private static String token(JsonObject tokens, String name) {
        return tokens.has(name) && !tokens.get(name).isJsonNull() ? tokens.get(name).getAsString() : null;
    }

    @Test
    void aConnectionMarksItsSpacesOpenAndThePanesInViewShownAndClearsThemWhenItCloses() throws Exception {
        SimHerdr sim = new SimHerdr(SIM);
        List<String> made = sim.newSpace();
        sim.connection.connect();
        try {
            SimHerdr.awaitThat("ovvi-open on " + made.get(0), () -> "1".equals(token(spaceTokens(sim, made.get(0)), "ovvi-open")));
            List<String> later = sim.newSpace();
            SimHerdr.awaitThat("ovvi-open on the new space " + later.get(0), () -> "1".equals(token(spaceTokens(sim, later.get(0)), "ovvi-open")));
            sim.connection.presence().inView(Set.of(made.get(2)));
            SimHerdr.awaitThat("ovvi-shown on " + made.get(2), () -> "1".equals(token(paneTokens(sim, made.get(2)), "ovvi-shown")));
        } finally {
            sim.connection.close();
        }
        sim.connection.closed().get(5, TimeUnit.SECONDS);
        assertNull(token(spaceTokens(sim, made.get(0)), "ovvi-open"));
        assertNull(token(paneTokens(sim, made.get(2)), "ovvi-shown"));
    }

    private static JsonObject spaceTokens(SimHerdr sim, String spaceId) throws Exception {
        return tokens(sim.call("workspace.get", "workspace_id", spaceId).getAsJsonObject("workspace"));
    }

    private static JsonObject paneTokens(SimHerdr sim, String paneId) throws Exception {
        return tokens(sim.call("pane.get", "pane_id", paneId).getAsJsonObject("pane"));
    }
}
