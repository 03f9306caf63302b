package ovvi.sim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ovvi.sim.session.SessionPaths;
import ovvi.sim.session.SimEnv;

/** herdr's socket locations and resolution order (PROTOCOL.md §1.1–1.3). */
class SessionPathsTest {

	@Test
	void configDirFollowsXdgThenHome() {
		assertEquals(Path.of("/x/herdr"), SessionPaths.configDir(new SimEnv(Map.of("XDG_CONFIG_HOME", "/x", "HOME", "/h"))));
		assertEquals(Path.of("/h/.config/herdr"), SessionPaths.configDir(new SimEnv(Map.of("HOME", "/h"))));
	}

	@Test
	void namedSessionsLiveUnderSessions() {
		SimEnv env = new SimEnv(Map.of("HOME", "/h"));
		SessionPaths s = SessionPaths.of(env, "work");
		assertEquals(Path.of("/h/.config/herdr/sessions/work/herdr.sock"), s.apiSocket());
		assertEquals(Path.of("/h/.config/herdr/sessions/work/herdr-client.sock"), s.clientSocket());
		assertEquals(Path.of("/h/.config/herdr/herdr.sock"), SessionPaths.of(env, "default").apiSocket());
	}

	@Test
	void resolutionOrder() {
		SimEnv env = new SimEnv(Map.of("HOME", "/h", "HERDR_SOCKET_PATH", "/run/x/api.sock", "HERDR_SESSION", "s"));
		assertEquals(Path.of("/h/.config/herdr/sessions/e/herdr.sock"), SessionPaths.resolve(env, "e").apiSocket());
		SessionPaths override = SessionPaths.resolve(env, null);
		assertEquals(Path.of("/run/x/api.sock"), override.apiSocket());
		assertEquals(Path.of("/run/x/api-client.sock"), override.clientSocket());
		assertEquals(Path.of("/h/.config/herdr/sessions/s/herdr.sock"),
				SessionPaths.resolve(new SimEnv(Map.of("HOME", "/h", "HERDR_SESSION", "s")), null).apiSocket());
		assertThrows(IllegalArgumentException.class,
				() -> SessionPaths.resolve(new SimEnv(Map.of("HOME", "/h", "HERDR_SESSION", "a b")), null));
	}
}
