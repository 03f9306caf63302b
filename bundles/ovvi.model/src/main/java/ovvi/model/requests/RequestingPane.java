package ovvi.model.requests;

import ovvi.model.HostConnection;

/** The pane that asked: its session's connection and its id there. */
public record RequestingPane(HostConnection connection, String paneId) {
}
