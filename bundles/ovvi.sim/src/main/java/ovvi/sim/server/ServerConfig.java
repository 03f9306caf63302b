package ovvi.sim.server;

import ovvi.sim.session.SessionPaths;
import ovvi.sim.session.SimEnv;

/**
 * What one server runs with: its environment (HOME, SHELL, PATH… for panes), its sockets, the
 * version it reports and the faults it injects (tests only).
 */
public record ServerConfig(SimEnv env, SessionPaths paths, String version, Faults faults) {

	public static final String DEFAULT_VERSION = ovvi.sim.Version.HERDR;
	public static final int PROTOCOL = ovvi.sim.Version.PROTOCOL;

	/** The version ping and session.snapshot report: 0.9.3, or what --sim-faults version:<v> asks for. */
	public String reportedVersion() {
		return faults.versionOr(version);
	}

	/** The protocol number ping, session.snapshot and the client-socket handshake report. */
	public int reportedProtocol() {
		return faults.protocolOr(PROTOCOL);
	}

	public String shell() {
		return env.get("SHELL").orElse("/bin/sh");
	}

	public String home() {
		return env.get("HOME").orElse("/");
	}
}
