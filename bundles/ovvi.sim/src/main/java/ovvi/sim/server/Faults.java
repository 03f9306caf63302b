package ovvi.sim.server;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Test-only fault injection, enabled with {@code server --sim-faults <spec>}. The spec is a comma
 * list of: {@code delay:<method>:<ms>}, {@code drop:<method>} (close without a reply),
 * {@code cut:<method>} (close after half the reply), {@code version:<v>} (report another version)
 * Any spec, even an empty one, also enables the {@code sim.*} methods ({@code sim.overflow},
 * {@code sim.restart}).
 */
public final class Faults {

    public static final Faults NONE = new Faults(Map.of(), Set.of(), Set.of(), null, false);

    private final Map<String, Long> delays;
    private final Set<String> drops;
    private final Set<String> cuts;
    private final String version;
    private final boolean control;

    private Faults(Map<String, Long> delays, Set<String> drops, Set<String> cuts, String version, boolean control) {
        this.delays = delays;
        this.drops = drops;
        this.cuts = cuts;
        this.version = version;
        this.control = control;
    }

    public static Faults parse(String spec) {
        Map<String, Long> delays = new HashMap<>();
        Set<String> drops = new HashSet<>();
        Set<String> cuts = new HashSet<>();
        String version = null;
        for (String item : spec.split(",")) {
            String[] p = item.trim().split(":");
            switch (p[0]) {
                case "delay" -> delays.put(p[1], Long.parseLong(p[2]));
                case "drop" -> drops.add(p[1]);
                case "cut" -> cuts.add(p[1]);
                case "version" -> version = p[1];
                case "" -> {
                }
                default -> throw new IllegalArgumentException("unknown fault: " + item);
            }
        }
        return new Faults(delays, drops, cuts, version, true);
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

    public String versionOr(String dflt) {
        return version == null ? dflt : version;
    }

    public boolean controlMethods() {
        return control;
    }
}
