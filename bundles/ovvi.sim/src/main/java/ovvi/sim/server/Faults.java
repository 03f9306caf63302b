package ovvi.sim.server;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Test-only fault injection, enabled with {@code server --sim-faults <spec>}. The spec is a comma
 * list of: {@code delay:<method>:<ms>}, {@code drop:<method>} (close without a reply),
 * {@code cut:<method>} (close after half the reply), {@code crash:<method>} (the method fails
 * unexpectedly: herdr's internal_error), {@code version:<v>} (report another version),
 * {@code protocol:<n>} (report and hand-shake another protocol number), {@code refuse:<method>} (answer
 * as a herdr older than the method does: 0.8.x's invalid_request, id "", unknown variant). Any spec, even an empty
 * one, also enables the {@code sim.*} methods ({@code sim.overflow}, {@code sim.restart}).
 */
public final class Faults {

	public static final Faults NONE = new Faults(Map.of(), Set.of(), Set.of(), Set.of(), Set.of(), null, null);

	private final Map<String, Long> delays;
	private final Set<String> drops;
	private final Set<String> cuts;
	private final Set<String> crashes;
	private final Set<String> refusals;
	private final String version;
	private final Integer protocol;

	private Faults(Map<String, Long> delays, Set<String> drops, Set<String> cuts, Set<String> crashes,
			Set<String> refusals, String version, Integer protocol) {
		this.delays = delays;
		this.drops = drops;
		this.cuts = cuts;
		this.crashes = crashes;
		this.refusals = refusals;
		this.version = version;
		this.protocol = protocol;
	}

	public static Faults parse(String spec) {
		Map<String, Long> delays = new HashMap<>();
		Set<String> drops = new HashSet<>();
		Set<String> cuts = new HashSet<>();
		Set<String> crashes = new HashSet<>();
		Set<String> refusals = new HashSet<>();
		String version = null;
		Integer protocol = null;
		for (String item : spec.split(",")) {
			String[] p = item.trim().split(":");
			switch (p[0]) {
			case "delay" -> delays.put(p[1], Long.parseLong(p[2]));
			case "drop" -> drops.add(p[1]);
			case "cut" -> cuts.add(p[1]);
			case "crash" -> crashes.add(p[1]);
			case "refuse" -> refusals.add(p[1]);
			case "version" -> version = p[1];
			case "protocol" -> protocol = Integer.parseInt(p[1]);
			case "" -> {
			}
			default -> throw new IllegalArgumentException("unknown fault: " + item);
			}
		}
		return new Faults(delays, drops, cuts, crashes, refusals, version, protocol);
	}

	public long delayMs(String method) {
		return delays.getOrDefault(method, 0L);
	}

	public boolean drops(String method) {
		return drops.contains(method);
	}

	public boolean cuts(String method) {
		return cuts.contains(method);
	}

	/** Throws what a bug in the method would throw, for tests of the internal_error reply. */
	public void crashIfAsked(String method) {
		if (crashes.contains(method)) {
			throw new IllegalStateException("sim fault: crash in " + method);
		}
	}

	public boolean refuses(String method) {
		return refusals.contains(method);
	}

	public String versionOr(String dflt) {
		return version == null ? dflt : version;
	}

	public int protocolOr(int dflt) {
		return protocol == null ? dflt : protocol;
	}
}
