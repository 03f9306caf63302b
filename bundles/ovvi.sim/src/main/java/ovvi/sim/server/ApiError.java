package ovvi.sim.server;

/** An error reply: herdr's code and message. */
public class ApiError extends RuntimeException {

	private final String code;

	public ApiError(String code, String message) {
		super(message, null, false, false);
		this.code = code;
	}

	public String code() {
		return code;
	}

	public static ApiError paneNotFound(String id) {
		return new ApiError("pane_not_found", "pane " + id + " not found");
	}

	public static ApiError workspaceNotFound(String id) {
		return new ApiError("workspace_not_found", "workspace " + id + " not found");
	}

	public static ApiError tabNotFound(String id) {
		return new ApiError("tab_not_found", "tab " + id + " not found");
	}
}
