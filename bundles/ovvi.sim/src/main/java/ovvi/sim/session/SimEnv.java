package ovvi.sim.session;

import java.util.Map;
import java.util.Optional;

/**
 * The environment a herdr process sees. Passed explicitly so tests can give the server and the
 * CLI a fresh HOME / XDG_CONFIG_HOME without touching the real process environment.
 */
public record SimEnv(Map<String, String> vars) {

	public SimEnv {
		vars = Map.copyOf(vars);
	}

	public static SimEnv ofSystem() {
		return new SimEnv(System.getenv());
	}

	public Optional<String> get(String name) {
		String value = vars.get(name);
		return value == null || value.isEmpty() ? Optional.empty() : Optional.of(value);
	}
}
