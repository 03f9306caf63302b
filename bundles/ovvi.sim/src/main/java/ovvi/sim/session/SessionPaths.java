package ovvi.sim.session;

import java.nio.file.Path;

/**
 * Where one session keeps its sockets (PROTOCOL.md §1.1–1.2).
 *
 * @param name the session name, null for the default session or a HERDR_SOCKET_PATH override
 */
public record SessionPaths(String name, Path dataDir, Path apiSocket, Path clientSocket) {

	public static Path configDir(SimEnv env) {
		return env.get("XDG_CONFIG_HOME").map(x -> Path.of(x, "herdr"))
				.or(() -> env.get("HOME").map(h -> Path.of(h, ".config", "herdr")))
				.orElseGet(() -> Path.of(System.getProperty("java.io.tmpdir"), "herdr"));
	}

	public static SessionPaths of(SimEnv env, String name) {
		Path config = configDir(env);
		if (name == null || name.equals(SessionName.DEFAULT)) {
			return new SessionPaths(null, config, config.resolve("herdr.sock"), config.resolve("herdr-client.sock"));
		}
		Path dir = config.resolve("sessions").resolve(name);
		return new SessionPaths(name, dir, dir.resolve("herdr.sock"), dir.resolve("herdr-client.sock"));
	}

	/**
	 * herdr's resolution order (§1.3): explicit --session, HERDR_SOCKET_PATH, HERDR_SESSION, default.
	 *
	 * @throws IllegalArgumentException with herdr's reason for an invalid HERDR_SESSION
	 */
	public static SessionPaths resolve(SimEnv env, String explicitSession) {
		if (explicitSession != null) {
			return of(env, explicitSession);
		}
		var override = env.get("HERDR_SOCKET_PATH");
		if (override.isPresent()) {
			Path api = Path.of(override.get());
			String file = api.getFileName().toString();
			String stem = file.contains(".") ? file.substring(0, file.lastIndexOf('.')) : file;
			Path client = env.get("HERDR_CLIENT_SOCKET_PATH").map(Path::of)
					.orElse(api.resolveSibling(stem + "-client.sock"));
			return new SessionPaths(null, api.getParent(), api, client);
		}
		var session = env.get("HERDR_SESSION");
		if (session.isPresent()) {
			String problem = SessionName.problem(session.get());
			if (problem != null) {
				throw new IllegalArgumentException(problem);
			}
			return of(env, session.get());
		}
		return of(env, null);
	}
}
