package ovvi.model;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;

/**
 * An agent's ovvi command rings with the pane token ovvi-req = its request id. A ring comes on a
 * pane.updated event or in a snapshot (which covers a ring while the event stream opens again),
 * so the same id can come twice: each id is acted on once, and the last 256 ids of the session
 * are kept. Only a lowercase UUID version 4 is taken.
 */
public final class AgentRequests {

    /** Told once per new request: take its file and do the work. */
    @FunctionalInterface
    public interface Listener {
        void requested(String paneId, String requestId);
    }

    public static final String TOKEN = "ovvi-req";
    static final int KEPT = 256;
    private static final Pattern UUID_V4 = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");

    private final LinkedHashSet<String> seen = new LinkedHashSet<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** A ring from an event or a snapshot; a new, well-formed id is told to the listeners. */
    public void rang(String paneId, String requestId) {
        if (requestId == null || !UUID_V4.matcher(requestId).matches()) {
            return;
        }
        synchronized (seen) {
            if (!seen.add(requestId)) {
                return;
            }
            if (seen.size() > KEPT) {
                seen.remove(seen.iterator().next());
            }
        }
        for (Listener listener : listeners) {
            listener.requested(paneId, requestId);
        }
    }
}
