package ovvi.model;

import java.nio.file.Files;
import java.util.List;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;
import ovvi.model.write.Outcome;
import ovvi.model.write.Write;
import ovvi.testing.SimServer;

/** The model against the herdr simulator: a session, a connection, and herdr's own view for checks. */
public final class SimHerdr {

    public final HerdrSession herdr;
    public final ModelSettings settings = new ModelSettings();
    public final HostConnection connection;

    public SimHerdr(SimServer sim) throws Exception {
        // The simulator is on the login shell's PATH only, as a user's rc file would put it.
        Files.writeString(sim.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
        herdr = new HerdrSession(LocalExec.start(sim.environment("/bin/bash")), SimServer.SESSION);
        connection = new HostConnection("This Mac", herdr, settings, SystemScheduler.INSTANCE);
    }

    public HostStore store() {
        return connection.store();
    }

    public JsonObject call(String method, Object... params) throws Exception {
        JsonObject object = new JsonObject();
        for (int i = 0; i < params.length; i += 2) {
            Object value = params[i + 1];
            if (value instanceof Boolean bool) {
                object.addProperty((String) params[i], bool);
            } else if (value instanceof Number number) {
                object.addProperty((String) params[i], number);
            } else if (value instanceof com.google.gson.JsonElement json) {
                object.add((String) params[i], json);
            } else {
                object.addProperty((String) params[i], (String) value);
            }
        }
        return herdr.call(method, object);
    }

    /**
     * herdr's snapshot now, as the connection's own paced read that starts after this call: so no
     * read the connection started earlier can land after it in the store.
     */
    public Snapshot snapshot() throws Exception {
        return connection.readNow().get();
    }

    public JsonObject rawSnapshot() throws Exception {
        return herdr.call("session.snapshot", null).getAsJsonObject("snapshot");
    }

    /** The tab's split tree as layout.export gives it. */
    public LayoutNode tree(String tabId) throws Exception {
        return SnapshotDecoder.node(call("layout.export", "tab_id", tabId).getAsJsonObject("layout").getAsJsonObject("root"));
    }

    public Outcome write(Write write) throws Exception {
        return connection.submit(write).get();
    }

    /** A new space of its own for one test: {spaceId, tabId, paneId}. */
    public List<String> newSpace() throws Exception {
        JsonObject made = call("workspace.create", "cwd", "/tmp", "focus", false);
        String space = made.getAsJsonObject("workspace").get("workspace_id").getAsString();
        String tab = made.getAsJsonObject("tab").get("tab_id").getAsString();
        String pane = made.getAsJsonObject("root_pane").get("pane_id").getAsString();
        snapshot();
        return List.of(space, tab, pane);
    }

    /** Splits a pane right through herdr directly; returns the new pane's id. */
    public String split(String paneId, String direction) throws Exception {
        String made = call("pane.split", "target_pane_id", paneId, "direction", direction, "focus", false)
                .getAsJsonObject("pane").get("pane_id").getAsString();
        snapshot();
        return made;
    }
}
