package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.testing.FakeApiServer;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** call() on a remote machine: one direct-streamlocal channel per request on the host's connection. */
class RemoteSessionTest {

	@RegisterExtension
	static final Sshd FORWARDING = new Sshd(true);
	@RegisterExtension
	static final Sshd REFUSING = new Sshd(false);

	private static HerdrSession session(Sshd sshd) throws Exception {
		return new HerdrSession(new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(sshd), HostKeyTrust.REFUSE)), "work");
	}

	@Test
	void sendsEachRequestThroughItsOwnForwardedChannel() throws Exception {
		Path socket = HerdrStandIn.listing(FORWARDING, true, "api.sock");
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}")) {
			HerdrSession session = session(FORWARDING);
			for (int i = 0; i < 3; i++) {
				assertEquals("pong", session.call("ping", null).get("type").getAsString());
			}
			assertEquals(3, server.requests().size());
		} finally {
			Files.deleteIfExists(socket);
		}
	}

	@Test
	void anSshdThatRefusesToForwardSocketsIsNamed() throws Exception {
		Path socket = HerdrStandIn.listing(REFUSING, true, "api.sock");
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}")) {
			HerdrUnreachable refused = assertThrows(HerdrUnreachable.class, () -> session(REFUSING).call("ping", null));
			assertEquals(HerdrUnreachable.Why.FORWARDING_REFUSED, refused.why());
			assertEquals(Sshd.ALIAS + " refuses to forward herdr's socket: Ovvi needs sshd's AllowStreamLocalForwarding",
					refused.getMessage());
			assertEquals(0, server.requests().size());
		}
	}
}
