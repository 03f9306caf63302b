package ovvi.herdr.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.EventStream;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.terminal.StreamEnd;
import ovvi.herdr.terminal.TerminalEvent;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.herdr.testing.HeardEvents;
import ovvi.testing.SimServer;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/**
 * The simulator as a remote machine's herdr, reached through a real sshd: found by the remote
 * login shell only in ~/.local/bin, requests over direct-streamlocal channels, streams as exec runs.
 */
class SimOverSshTest {

    @RegisterExtension
    @Order(1)
    static final Sshd SSHD = new Sshd(true);
    @RegisterExtension
    @Order(2)
    static final SimServer SIM = new SimServer(SSHD::remoteHome);

    private static HerdrSession session() throws Exception {
        Path herdr = SSHD.remoteHome().resolve(".local/bin/herdr");
        TempHome.writeScript(herdr, "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
        RemoteExec exec = new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
        assertEquals(herdr.toString(), exec.herdr());
        return new HerdrSession(exec, SimServer.SESSION);
    }

    @Test
    void callsEventsAndATerminalStreamOverSsh() throws Exception {
        HerdrSession session = session();
        assertEquals("pong", session.call("ping", null).get("type").getAsString());

        HeardEvents heard = new HeardEvents();
        try (EventStream events = EventStream.open(session, Set.of(), heard)) {
            assertEquals("changed", heard.next());
            JsonObject params = new JsonObject();
            params.addProperty("cwd", SSHD.remoteHome().toString());
            params.addProperty("focus", false);
            session.call("workspace.create", params);
            assertEquals("changed", heard.next());
        }

        JsonObject snapshot = session.call("session.snapshot", null).getAsJsonObject("snapshot");
        String terminal = snapshot.getAsJsonArray("panes").get(0).getAsJsonObject().get("terminal_id").getAsString();
        BlockingQueue<TerminalEvent> frames = new LinkedBlockingQueue<>();
        TerminalStream stream = TerminalStream.open(session, terminal, 90, 25, TerminalStream.Mode.CONTROL, frames::add);
        var first = assertInstanceOf(TerminalEvent.Frame.class, frames.poll(30, TimeUnit.SECONDS));
        assertEquals(90, first.width());
        stream.close();
        TerminalEvent event;
        do {
            event = frames.poll(30, TimeUnit.SECONDS);
        } while (event instanceof TerminalEvent.Frame);
        assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, event).end());
    }
}
